from .model_runner import LoRAModelRunner, build_runner

__all__ = ["LoRAModelRunner", "build_runner"]
