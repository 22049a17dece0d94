from . import swap
from .runner import PipelineRunner

__all__ = ["swap", "PipelineRunner"]
