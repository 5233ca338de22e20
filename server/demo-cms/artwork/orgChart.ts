import type { Locale } from '../../../shared/constants.js';
import { group, line, rect, svgDoc, text } from './svg.js';

/** The headquarters' internal organisation chart (the `zzjg` page's picture), one per language. */
const FONT = "'Noto Sans CJK SC', 'Microsoft YaHei', Arial, sans-serif";
const W = 1200;
const H = 720;

interface Labels {
  title: string;
  board: string;
  committees: string;
  management: string;
  party: string;
  departments: string[];
  note: string;
}

const LABELS: Record<Locale, Labels> = {
  zh: {
    title: '衡川集团总部组织机构图',
    board: '董事会',
    committees: '战略、审计、薪酬与考核委员会',
    management: '总经理办公会',
    party: '党委 · 纪委',
    departments: [
      '办公室',
      '战略规划部',
      '人力资源部',
      '财务资金部',
      '市场开发部',
      '工程管理部',
      '科技数字部',
      '安全环保部',
      '法律合规部',
      '审计部',
      '党群工作部',
      '纪委办公室',
      '证券事务部',
      '国际业务部',
    ],
    note: '所属企业：二级企业 18 家（全资 7 家、控股 4 家、参股 3 家及专业中心 4 家）',
  },
  en: {
    title: 'HCEG Headquarters Organisation',
    board: 'Board of Directors',
    committees: 'Strategy, Audit, Remuneration Committees',
    management: 'Executive Committee',
    party: 'Party and Discipline Committees',
    departments: [
      'General Office',
      'Strategy & Planning',
      'Human Resources',
      'Finance',
      'Business Development',
      'Project Management',
      'Technology & Digital',
      'Safety & Environment',
      'Legal & Compliance',
      'Audit',
      'Corporate Communications',
      'Discipline Inspection',
      'Securities Affairs',
      'International Business',
    ],
    note: 'Member companies: 18 second-tier companies (7 wholly owned, 4 controlled, 3 minority, 4 specialist centres)',
  },
};

const BLUE = '#1f5fa8';
const LIGHT = '#e8f0fa';
const ORANGE = '#f28c28';

function box(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fill: string,
  ink: string,
  size: number,
): string {
  return (
    rect(x, y, w, h, fill, { rx: 8, stroke: BLUE, 'stroke-width': 2 }) +
    text(x + w / 2, y + h / 2 + size * 0.35, label, { 'text-anchor': 'middle', 'font-size': size, fill: ink })
  );
}

export function orgChart(lang: Locale): { name: string; svg: string } {
  const l = LABELS[lang];
  const small = lang === 'en' ? 12 : 17;
  let body =
    rect(0, 0, W, H, '#ffffff') +
    text(W / 2, 52, l.title, { 'text-anchor': 'middle', 'font-size': 28, 'font-weight': 'bold', fill: BLUE });
  body += box(480, 90, 240, 56, l.board, BLUE, '#ffffff', 22) + box(800, 90, 340, 56, l.committees, LIGHT, BLUE, small);
  body +=
    box(60, 90, 340, 56, l.party, '#fff4e8', ORANGE, small) +
    line(720, 118, 800, 118, BLUE, 2) +
    line(400, 118, 480, 118, ORANGE, 2);
  body +=
    line(600, 146, 600, 200, BLUE, 3) +
    box(460, 200, 280, 56, l.management, BLUE, '#ffffff', 22) +
    line(600, 256, 600, 310, BLUE, 3);
  // Fourteen departments in two rows of seven, hung from one bus line each.
  const cols = 7;
  const bw = 150;
  const gap = (W - 60 - cols * bw) / (cols - 1);
  for (let row = 0; row < 2; row++) {
    const y = 340 + row * 170;
    const busY = y - 30;
    body += line(30 + bw / 2, busY, W - 30 - bw / 2, busY, BLUE, 2);
    for (let c = 0; c < cols; c++) {
      const x = 30 + c * (bw + gap);
      const label = l.departments[row * cols + c] ?? '';
      body += line(x + bw / 2, busY, x + bw / 2, y, BLUE, 2) + box(x, y, bw, 90, label, LIGHT, '#1b2b40', small);
    }
  }
  // The second row's bus joins the first along the left edge.
  body +=
    line(15, 310, 30 + bw / 2, 310, BLUE, 2) +
    line(15, 310, 15, 480, BLUE, 2) +
    line(15, 480, 30 + bw / 2, 480, BLUE, 2);
  body += text(W / 2, H - 30, l.note, {
    'text-anchor': 'middle',
    'font-size': lang === 'en' ? 16 : 18,
    fill: '#4a5a6a',
  });
  return { name: `org-chart-${lang}`, svg: svgDoc(W, H, l.title, group(body, { 'font-family': FONT })) };
}
