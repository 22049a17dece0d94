from .configuration import GenerationConfig
from .logits_process import LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper
from .stopping_criteria import EosTokenCriteria, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList
