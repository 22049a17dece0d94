from .modeling_bert import BertConfig, BertModel, encoder

__all__ = ["BertConfig", "BertModel", "encoder"]
