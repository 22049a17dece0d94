from .observers import AmaxObserver, register_numerics_observer

__all__ = ["AmaxObserver", "register_numerics_observer"]
