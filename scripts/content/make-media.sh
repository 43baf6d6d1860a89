#!/usr/bin/env bash
# Generates the introduction page's films (WebM, VP9, no audio: they play in Debian's chromium) and the
# downloadable PDFs of public/docs from the HTML sources beside this script. Needs ffmpeg and chromium.
# Run: bash scripts/content/make-media.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
font=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }

# film <file> <seconds> <colour a> <colour b> <title> <subtitle>
film() {
  local out=$1 secs=$2 a=$3 b=$4 title=$5 sub=$6
  ffmpeg -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:r=24:d=${secs}:c0=${a}:c1=${b}:x0=0:y0=0:x1=640:y1=360:speed=0.02" \
    -vf "drawbox=x=48:y=226:w='min(160,t*120)':h=6:color=0xf07a1a@1:t=fill,\
drawtext=fontfile=${font}:text='${title}':fontsize=46:fontcolor=white:x=48:y=140:alpha='min(1,t/0.8)',\
drawtext=fontfile=${font}:text='${sub}':fontsize=22:fontcolor=white@0.85:x=48:y=250:alpha='min(1,max(0,(t-0.6)/0.8))',\
drawtext=fontfile=${font}:text='工业互联网标识解析二级节点':fontsize=18:fontcolor=white@0.7:x=48:y=48" \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p -an "public/media/${out}"
  echo "$out $(stat -c %s "public/media/${out}") bytes"
}

film company-intro.webm 8 0x0b3c9e 0x2f7bff '两江智链 · 公司介绍' '电子信息行业标识解析二级节点建设与运营'
film publicity-one-code.webm 6 0x0a1f4d 0x1456d9 '一物一码' '一个标识，贯通产品全生命周期'
film publicity-supply-chain.webm 6 0x0b5d56 0x22b39a '链上协同' '上下游共享同一份数据'
film publicity-security.webm 6 0x1f2a3d 0x5d6f8c '安全可信' '分级授权 · 加密传输 · 审计留痕'

# The product videos of the marketplace's demo products (gateway/db/seed/market: media.videos).
mkdir -p public/media/products
film products/supply-chain-cloud-1.webm 6 0x0b3c9e 0x22b39a '供应链管理云' '采购、库存、物流与结算在一处协同'
film products/supply-chain-cloud-2.webm 6 0x0a1f4d 0x2f7bff '供应链管理云 · 标识贯通' '一物一码串起上下游的每一次流转'

# PDFs: chromium prints each HTML source with the system's Chinese font embedded.
chrome=${CHROMIUM_PATH:-/usr/bin/chromium}
mkdir -p public/docs
for src in scripts/content/docs/*.html; do
  name=$(basename "$src" .html)
  "$chrome" --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="public/docs/${name}.pdf" "file://$PWD/$src" 2>/dev/null
  echo "${name}.pdf $(stat -c %s "public/docs/${name}.pdf") bytes"
done
