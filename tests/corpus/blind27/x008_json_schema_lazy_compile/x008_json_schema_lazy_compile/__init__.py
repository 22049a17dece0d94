"""JSON-schema constrained decoding: schema -> allowed first-token set."""
from .schema import compile_schema, SchemaConstraint
from .processor import JsonModeProcessor, json_mode_logits

__all__ = ["compile_schema", "SchemaConstraint", "JsonModeProcessor", "json_mode_logits"]
