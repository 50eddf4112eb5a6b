import type { MikroORM } from '@mikro-orm/core';
import express, { Router, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { DevIdentity } from './dev-identity.entity';
import { renderDevLoginPage } from './dev-login.page';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LoginForm {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** The dev identity provider's interaction pages: a sign-in form asking for a name and an e-mail. */
export function devLoginRouter(provider: Provider, orm: MikroORM): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb' }));

  router.get('/:uid', async (req: Request, res: Response, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login') {
        await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
        return;
      }
      res.type('html').send(renderDevLoginPage({ action: `${req.baseUrl}/${details.uid}` }));
    } catch (error) {
      next(error);
    }
  });

  router.post('/:uid', async (req: Request, res: Response, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const form = (req.body ?? {}) as LoginForm;
      const email = (form.email ?? '').trim().toLowerCase();
      const firstName = (form.firstName ?? '').trim();
      const lastName = (form.lastName ?? '').trim() || null;
      const hasNul = [form.email, form.firstName, form.lastName].some((value) => typeof value === 'string' && value.includes('\u0000'));
      if (hasNul || !EMAIL.test(email) || !firstName) {
        res
          .status(400)
          .type('html')
          .send(
            renderDevLoginPage({ action: `${req.baseUrl}/${details.uid}`, error: 'Please enter your first name and a valid e-mail address.', values: form }),
          );
        return;
      }
      const em = orm.em.fork();
      let person = await em.findOne(DevIdentity, { email });
      if (!person) {
        person = new DevIdentity();
        person.email = email;
        em.persist(person);
      }
      person.firstName = firstName;
      person.lastName = lastName;
      await em.flush();
      await provider.interactionFinished(req, res, { login: { accountId: person.id } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
