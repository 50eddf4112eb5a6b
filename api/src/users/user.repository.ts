import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from './user.entity';

/** Every query on `app_user` outside the admin's reports. */
@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  /** In the request's unit of work. */
  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Read apart from the request's unit of work; fails when there is no such user. */
  loadById(id: string): Promise<User> {
    return this.em.fork().findOneOrFail(User, { id });
  }

  /** The user signing in with this identity (new when it has never signed in), changed by `update` and saved. */
  async saveSignIn(identity: { issuer: string; subject: string }, update: (user: User) => void): Promise<User> {
    const em = this.em.fork();
    let user = await em.findOne(User, { issuer: identity.issuer, subject: identity.subject });
    if (!user) {
      user = new User();
      user.issuer = identity.issuer;
      user.subject = identity.subject;
      em.persist(user);
    }
    update(user);
    await em.flush();
    return user;
  }
}
