"""Decode-step stop criteria, modelled on HF ``StoppingCriteriaList``."""
