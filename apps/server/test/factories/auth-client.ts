import type { FastifyInstance } from 'fastify';

/** Where a request comes from: the socket's address and, through a proxy, the X-Forwarded-For it adds. */
export interface From {
  ip: string;
  forwardedFor?: string;
}

/** The auth calls as a client at an address sees them: the envelope of each. */
export function authClient(app: FastifyInstance) {
  async function call(method: 'GET' | 'POST', url: string, from: From, payload?: object, token?: string) {
    const res = await app.inject({
      method,
      url,
      remoteAddress: from.ip,
      headers: {
        language: 'en',
        ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
        ...(token ? { authorization: token } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    const body = res.json() as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };
    return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
  }
  const auth = '/api/user/auth';
  return {
    call,
    login: (from: From, userName: string, password: string) =>
      call('POST', `${auth}/account-login/v2`, from, { userName, password }),
    register: (from: From, userName: string, password = 'Secret123') =>
      call('POST', `${auth}/account-register`, from, { userName, password, ageConfirmed: true }),
    sendCode: (from: From, phone: string, countryCode = '84') =>
      call('GET', `${auth}/mobile-registerCheckByMobile/${phone}/${countryCode}`, from),
    phoneLogin: (from: From, mobile: string, smsCode: string) =>
      call('POST', `${auth}/mobile-login`, from, { mobile, smsCode, countryCode: '84' }),
    phoneRegister: (from: From, mobile: string, smsCode: string, userName: string) =>
      call('POST', `${auth}/mobile-register`, from, {
        mobile,
        smsCode,
        countryCode: '84',
        userName,
        ageConfirmed: true,
      }),

    /** The last code the outbox delivered to a phone (`+84…`), as a tester reads it on /dev/sms-outbox. */
    async codeSentTo(e164: string): Promise<string> {
      const res = await app.inject({ method: 'GET', url: '/dev/sms-outbox?format=json' });
      const msg = (res.json().messages as { to: string; text: string }[]).find((m) => m.to === e164);
      const code = msg?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${e164}`);
      return code;
    },

    /** Registers a member by name and binds a phone to it straight in the table (the phone rules are tested elsewhere). */
    async memberWithPhone(from: From, userName: string, phone: string, password = 'Secret123') {
      const r = await call('POST', `${auth}/account-register`, from, { userName, password, ageConfirmed: true });
      if (r.code !== 200) throw new Error(`register ${userName}: ${r.msg}`);
      await app.services.db
        .updateTable('users')
        .set({ mobile: phone, mobileArea: '84' })
        .where('userName', '=', userName)
        .execute();
      return r.data.accessToken as string;
    },
  };
}

/** Addresses no other test uses: `prefix.x.y`. */
export function addresses(prefix: string) {
  let n = 0;
  return (): From => {
    n += 1;
    return { ip: `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  };
}
