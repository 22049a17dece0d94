from .model_runner import ModelRunner, VLConfig, runner, forward_step

__all__ = ["ModelRunner", "VLConfig", "runner", "forward_step"]
