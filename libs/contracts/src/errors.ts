/** One failed field of a request: `field` is a dotted path into the body (`players.1`). */
export interface ApiErrorDetail {
  field: string;
  message: string;
  /** A stable machine code when the failure is a rule of the game (a RulesError code). */
  code?: string;
}

/** The JSON body of every error response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** A sentence for a person, in the caller's language where one was asked for. */
  message: string;
  details?: ApiErrorDetail[];
}
