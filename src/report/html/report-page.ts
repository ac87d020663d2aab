/**
 * The report page of a compare (`compare --html`, the Action's artifact): report.json as one
 * self-contained HTML file to open and look at. Pure: a Report in, the page's text out, the same
 * bytes for the same report.
 */
import { fmtInt, fmtWord } from '../format';
import type { Report } from '../types';
import { pageData } from './data';
import { renderPage, type PageSection } from './page';
import { questionsSection } from './rows';
import { brokenLabelsSection, costSection, metricsSection, recallSection, verdictSection } from './sections';

/** The sections of a compare's page, for a page that shows them among others. */
export function reportSections(r: Report): { sections: PageSection[]; data: unknown } {
  const data = pageData(r);
  return {
    sections: [
      { id: 'verdict', title: 'Verdict', body: verdictSection(r) },
      { id: 'metrics', title: 'Metrics', body: metricsSection(r) },
      { id: 'recall', title: 'recall@k, base and head', body: recallSection(r) },
      { id: 'questions', title: `Questions (${fmtInt(r.questions.length)})`, body: questionsSection(r, data) },
      { id: 'cost', title: 'Documents of this change: precision cost', body: costSection(r) },
      { id: 'labels', title: `Broken labels (${fmtInt(r.broken_labels.length)})`, body: brokenLabelsSection(r) },
    ],
    data,
  };
}

/** The whole page for one report. */
export function renderReportPage(r: Report): string {
  const { sections, data } = reportSections(r);
  const sides = `${r.base.rev} → ${r.head.rev}`;
  return renderPage({
    title: `retrieval-gate: ${r.gate.passed ? 'gate passed' : 'gate failed'}`,
    subtitle: `${r.golden.file} · ${sides} · ${r.retriever}`,
    sections,
    data,
    footer: `${fmtWord(r.tool.name, ['retrieval-gate'])} ${r.tool.version} · the same numbers as report.json · this page loads nothing from the network`,
  });
}
