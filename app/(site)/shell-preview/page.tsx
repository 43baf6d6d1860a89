import Box from '@mui/material/Box';
import NextLink from 'next/link';

export default function ShellPreview() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 6 }}>
      <h1>外壳预览</h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>
          第 {i + 1} 段示例文字：工业互联网标识解析体系是工业互联网网络架构的重要组成部分，是支撑工业互联网互联互通的神经枢纽。
          <NextLink href="/news">新闻</NextLink>
        </p>
      ))}
    </Box>
  );
}
