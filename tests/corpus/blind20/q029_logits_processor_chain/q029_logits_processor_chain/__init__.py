from .logits_process import (
    LogitsProcessorList,
    MinNewTokensLengthLogitsProcessor,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
    TopPLogitsWarper,
)

__all__ = [
    "LogitsProcessorList",
    "MinNewTokensLengthLogitsProcessor",
    "RepetitionPenaltyLogitsProcessor",
    "TemperatureLogitsWarper",
    "TopKLogitsWarper",
    "TopPLogitsWarper",
]
