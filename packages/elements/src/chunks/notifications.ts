import '../preact-setup'
import '@paydeck/notifications/define'
