from .step import prefill_step
