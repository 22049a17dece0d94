"""Special-token map parsed from the tokenizer's chat-template metadata."""
import json
import re
from types import MappingProxyType

_TOKENIZER_CONFIG = """
{
  "added_tokens_decoder": {
    "151652": {"content": "<|vision_start|>", "special": true},
    "151653": {"content": "<|vision_end|>", "special": true},
    "151655": {"content": "<|image_pad|>", "special": true},
    "151656": {"content": "<|video_pad|>", "special": true}
  },
  "chat_template": "{% for m in messages %}<|im_start|>{{ m.role }}\\n{% if m.image %}<|vision_start|><|image_pad|><|vision_end|>{% endif %}{{ m.content }}<|im_end|>{% endfor %}"
}
"""

CHAT_TEMPLATE_META = json.loads(_TOKENIZER_CONFIG)
_SPECIAL_RE = re.compile(r"<\|([a-z_]+)\|>")


class SpecialTokenMap:
    """name ("image_pad") -> id, plus the local (compact) vocab index."""

    def __init__(self, meta=CHAT_TEMPLATE_META, base_vocab: int = 32):
        by_name = {}
        for tok_id, entry in meta["added_tokens_decoder"].items():
            m = _SPECIAL_RE.fullmatch(entry["content"])
            if m and entry.get("special"):
                by_name[m.group(1)] = int(tok_id)
        self._ids = MappingProxyType(by_name)
        # compact ids: special tokens are appended after the base vocab
        self._local = {name: base_vocab + i for i, name in enumerate(sorted(by_name))}
        self.template = meta["chat_template"]

    def id_of(self, name: str) -> int:
        return self._ids[name]

    def local_id(self, name: str) -> int:
        return self._local[name]

    def placeholders_per_turn(self, name: str) -> int:
        return len(re.findall(re.escape(f"<|{name}|>"), self.template))

    def __len__(self):
        return len(self._ids)
