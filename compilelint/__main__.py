from compilelint.cli import main

main()
