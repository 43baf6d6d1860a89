export { default } from '@/components/mui/mui-layout';
