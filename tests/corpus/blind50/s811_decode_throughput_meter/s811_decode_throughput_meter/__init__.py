from .model_runner import ModelRunner, RunnerConfig

__all__ = ["ModelRunner", "RunnerConfig"]
