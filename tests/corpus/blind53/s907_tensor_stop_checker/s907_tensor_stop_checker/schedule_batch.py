import logging
import time
from dataclasses import dataclass, field
from typing import List, Optional

logger = logging.getLogger(__name__)


@dataclass
class FINISH_MATCHED_TOKEN:
    matched: int


@dataclass
class FINISH_LENGTH:
    length: int


@dataclass
class Req:
    rid: str
    origin_input_ids: List[int]
    max_new_tokens: int
    stop_token_ids: List[int] = field(default_factory=list)
    eos_token_ids: List[int] = field(default_factory=list)
    output_ids: List[int] = field(default_factory=list)
    finished_reason: Optional[object] = None
    created_time: float = field(default_factory=time.time)

    def finished(self) -> bool:
        return self.finished_reason is not None

    def check_finished(self, new_token_ids=None):
        if self.finished():
            return
        if new_token_ids is not None:
            self.output_ids.extend(new_token_ids.tolist())
        if len(self.output_ids) >= self.max_new_tokens:
            self.finished_reason = FINISH_LENGTH(length=self.max_new_tokens)
            return
        last_token_id = self.output_ids[-1]
        if last_token_id in self.stop_token_ids or last_token_id in self.eos_token_ids:
            self.finished_reason = FINISH_MATCHED_TOKEN(matched=last_token_id)
            logger.debug("req %s finished after %.3fs", self.rid, time.time() - self.created_time)
