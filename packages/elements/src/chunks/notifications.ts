import '@paydeck/notifications/define'
