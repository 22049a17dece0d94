import copy
from dataclasses import dataclass


@dataclass
class SamplingParams:
    temperature: float = 1.0
    repetition_penalty: float = 1.0
    logit_softcap: float = 0.0

    def with_overrides(self, **overrides) -> "SamplingParams":
        new = copy.copy(self)
        for name, value in overrides.items():
            setattr(new, name, value)
        return new


DEFAULT_PARAMS = SamplingParams()
