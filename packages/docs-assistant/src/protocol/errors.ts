/** The error body of every failed request: seed section 2.8. */
export interface ErrorBody {
  error: string;
  details: { message: string }[];
}
