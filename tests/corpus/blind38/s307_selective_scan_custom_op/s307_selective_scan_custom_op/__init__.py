from .mixer import SelectiveMixer

__all__ = ["SelectiveMixer"]
