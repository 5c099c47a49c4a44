// The counters' names in French. The rulebook we hold is the English translation, whose
// counters read "Spartans", "Helots"...; a French player reads them in French. Latin names
// (Velites, Hastati, Principes, Triarii, Equites) and "Argos Ho/Pe" are the same in both.
// Provenance: derived (the usual French names of these troops), not printed.

const FRENCH: Record<string, string> = {
  Spartans: 'Spartiates',
  Perioeci: 'Périèques',
  Helots: 'Hilotes',
  Laconians: 'Laconiens',
  Cretans: 'Crétois',
  Mercenaries: 'Mercenaires',
};

/** A counter's name as a player of that language reads it: "Hastati II", "Mercenaires". */
export function counterName(name: string, fr: boolean): string {
  if (!fr) return name;
  const m = /^(.*?)( (?:I|II|III))?$/.exec(name)!;
  return (FRENCH[m[1]] ?? m[1]) + (m[2] ?? '');
}
