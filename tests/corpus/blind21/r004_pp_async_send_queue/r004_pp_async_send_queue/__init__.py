"""Pipeline-parallel stage wrapper with send/recv hooks."""
from .hooks import AsyncSender, StageHook, register_stage_hook
from .stage import PipelineStage

__all__ = ["AsyncSender", "StageHook", "register_stage_hook", "PipelineStage"]
