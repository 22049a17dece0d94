from .generation_config import GenerationConfig
from .stopping_criteria import (
    EosTokenCriteria,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteria,
    StoppingCriteriaList,
)

__all__ = [
    "GenerationConfig",
    "EosTokenCriteria",
    "MaxLengthCriteria",
    "MaxTimeCriteria",
    "StoppingCriteria",
    "StoppingCriteriaList",
]
