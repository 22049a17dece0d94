from dataclasses import dataclass, field
from typing import Optional

from .stopping_criteria import EosTokenCriteria, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList


@dataclass
class GenerationConfig:
    max_length: int = 20
    max_time: Optional[float] = None
    eos_token_id: Optional[list[int]] = field(default_factory=lambda: [2])
    pad_token_id: int = 0

    def get_stopping_criteria(self) -> StoppingCriteriaList:
        criteria = StoppingCriteriaList()
        if self.max_length is not None:
            criteria.append(MaxLengthCriteria(max_length=self.max_length))
        if self.max_time is not None:
            criteria.append(MaxTimeCriteria(max_time=self.max_time))
        if self.eos_token_id is not None:
            criteria.append(EosTokenCriteria(eos_token_id=self.eos_token_id))
        return criteria
