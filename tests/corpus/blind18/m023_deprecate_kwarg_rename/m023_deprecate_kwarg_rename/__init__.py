__version__ = "4.57.0.dev0"
