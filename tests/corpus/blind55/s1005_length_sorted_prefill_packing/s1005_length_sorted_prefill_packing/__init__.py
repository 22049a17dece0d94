from .builder_factory import create_metadata_builder
from .prefill_runner import PrefillRunner, RunnerConfig

__all__ = ["create_metadata_builder", "PrefillRunner", "RunnerConfig"]
