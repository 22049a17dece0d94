from .stopping_criteria import (
    EosTokenCriteria,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
)
from .logits_process import LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper

__all__ = [
    "EosTokenCriteria",
    "MaxLengthCriteria",
    "MaxTimeCriteria",
    "StoppingCriteriaList",
    "LogitsProcessorList",
    "TemperatureLogitsWarper",
    "TopKLogitsWarper",
]
