from .engine import PreviewEngine
