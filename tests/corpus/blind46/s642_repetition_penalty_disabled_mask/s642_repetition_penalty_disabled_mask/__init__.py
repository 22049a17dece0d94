from . import penalties  # noqa: F401  (populates LOGITS_PROCESSOR_REGISTRY)
