from .runner import BeamRunner

__all__ = ["BeamRunner"]
