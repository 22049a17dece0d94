from typing import Dict, List


class SpecialTokenTable:
    """Maps tokenizer-specific special ids onto the model's reserved rows."""

    def __init__(self, mapping: Dict[int, int]):
        self._mapping = dict(mapping)

    def __contains__(self, token_id: int) -> bool:
        return token_id in self._mapping

    def lookup(self, token_id: int) -> int:
        return self._mapping.get(token_id, token_id)

    def remap_ids(self, ids: List[int]) -> List[int]:
        return [self.lookup(t) for t in ids]


# <|im_start|>, <|im_end|>, <|endoftext|> in the upstream tokenizer
DEFAULT_TABLE = SpecialTokenTable({97: 1, 98: 2, 99: 0})
