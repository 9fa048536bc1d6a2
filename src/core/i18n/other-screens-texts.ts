// English's texts of the screens a first visit never shows (the providers and change-password
// pages, service accounts, the settings pages, the placeholder pages, the users list's modal) come
// with those screens' code: each module that shows them imports this one, so the router's loading
// and preloading of a screen's code, or a list's preloading of its modal, brings its texts too, and
// the sign-in pages and the users list carry none of them (decision 014).
import { enOtherScreens } from './en-other-screens'
import { addOtherScreensEnglish } from './language'

addOtherScreensEnglish(enOtherScreens)
