// The back office's own code: sign in, then show the setup screen and the report (their tags are in the page).
import { logElementEvents, signInWith, signOutWith } from '/session.js'

signInWith(document.getElementById('sign-in'), document.getElementById('sign-in-error'), (email) => {
  document.getElementById('who').textContent = email
  document.getElementById('signed-in').hidden = false
})
signOutWith(document.getElementById('sign-out'))
logElementEvents(document.getElementById('element-events'))
