"""Tree-structured draft (Medusa/EAGLE style) with tree attention."""
