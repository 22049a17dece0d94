from .stage import PipelineStage, StageConfig

__all__ = ["PipelineStage", "StageConfig"]
