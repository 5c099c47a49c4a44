// Refusals inside the rule system. Legality is settled by trying an action on a
// scratch copy, and bots and legalActions try hundreds of candidates per decision,
// most of them illegal: an Error would capture a stack trace each time, which cost
// more than the geometry. Inside dba a refusal is a plain object; the public
// boundary (dba.check, dba.apply) turns it into a Violation or an IllegalAction.
export class Refusal {
  constructor(readonly rule: string, readonly message: string) {}
}

/** Refuse the action under rule `rule` (a rule ID such as 'DBA MOV-02'). */
export function ill(rule: string, msg: string): never {
  throw new Refusal(rule, msg);
}
