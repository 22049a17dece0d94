from .projector import InternStyleProjector, project_step

__all__ = ["InternStyleProjector", "project_step"]
