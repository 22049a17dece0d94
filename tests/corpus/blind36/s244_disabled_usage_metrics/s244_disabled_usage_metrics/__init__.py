from .model import MultiLoRAAttentionProj, proj, project
