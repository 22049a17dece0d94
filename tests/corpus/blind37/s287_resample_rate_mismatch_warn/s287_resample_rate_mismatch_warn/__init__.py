from .pipeline import SpeechPipeline

__all__ = ["SpeechPipeline"]
