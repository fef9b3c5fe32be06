/** What other account features use of registration: finishing an account whose identity already exists. */
export { ChooseUsername } from './ChooseUsername';
