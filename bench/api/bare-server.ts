/**
 * The baseline of the API phase: Express as bare as it comes, one JSON route per method, no
 * middleware but the JSON body parser, no database. The site's endpoints are measured against it
 * in the same run, so the ratio says what the site's own work costs on this machine at this minute.
 * Prints its port on stdout when it listens.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  // The shape and size of a found guest's lookup answer.
  res.json({
    found: true,
    firstName: 'Hélène',
    lastName: 'Dupont',
    hasPlusOne: true,
    plusOneFirstName: 'Marc',
    plusOneLastName: 'Dupont',
    hasEmail: true,
  });
});
app.post('/bare', express.json({ limit: '64kb' }), (req, res) => {
  const body = req.body as { firstName?: unknown } | undefined;
  res.json({ success: typeof body?.firstName === 'string', message: 'Thank you! Your RSVP has been saved.' });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
