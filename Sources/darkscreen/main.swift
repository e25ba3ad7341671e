Darkscreen.main()
