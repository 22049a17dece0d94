__version__ = "4.52.0"
