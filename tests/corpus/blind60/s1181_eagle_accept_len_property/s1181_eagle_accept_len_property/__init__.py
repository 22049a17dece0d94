from .draft_runner import EagleDraftRunner, draft_runner

__all__ = ["EagleDraftRunner", "draft_runner"]
